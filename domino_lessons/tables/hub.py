"""The table service as a JupyterHub service: a learner is who the hub says (``jupyterhub.services.auth.HubAuth``
checks the token their server or browser sends with the hub, and that it carries this service's access scope,
``access:services!service=domino-tables``), the teacher a hub admin or a member of the hub group
``teachers`` (or a name in ``teachers``). Learners have no keys: their hub name seats them again when they come
back. The hub starts and stops the service (``domino-lessons tables --hub``); its URL and prefix come from the
environment the hub gives it."""

from __future__ import annotations

import os
from typing import Any

import tornado.web

from ..core.errors import DominoError
from ..core.labels import TableWord
from .service import Who

TEACHERS_GROUP = "teachers"
"""The hub group whose members are teachers at the tables."""


class HubSeats:
    """``Auth`` through the hub: ``who`` asks it (awaitable), ``admit`` refuses (the hub admits learners)."""

    admits = False

    def __init__(self, teachers: frozenset[str] = frozenset()) -> None:
        from jupyterhub.services.auth import HubAuth

        self.hub = HubAuth(api_token=os.environ["JUPYTERHUB_API_TOKEN"], cache_max_age=60)
        self.teachers = teachers

    async def who(self, handler: tornado.web.RequestHandler) -> Who | None:
        user: dict[str, Any] | None = await self.hub.get_user(handler, sync=False)
        if not user or not self.hub.check_scopes(self.hub.access_scopes, user):  # a token not for this service
            return None
        name = str(user["name"])
        teacher = bool(user.get("admin")) or TEACHERS_GROUP in user.get("groups", ()) or name in self.teachers
        return Who(name, teacher, name)

    def admit(self, name: str) -> tuple[str, str]:
        raise DominoError(TableWord.WHO_ARE_YOU)


def hub_setting() -> tuple[str, int, str]:
    """Where the hub wants the service: its address, its port and its URL prefix."""
    from urllib.parse import urlparse

    url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    return url.hostname or "127.0.0.1", url.port or 80, os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")
