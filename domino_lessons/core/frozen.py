"""Small frozen value classes, written once: a subclass declares its fields as a frozen dataclass would.

``dataclasses`` writes and compiles a class's methods for each class (a few million instructions
apiece, paid at every start-up); a ``Frozen`` subclass shares one ``__init__``, ``__repr__``, ``__eq__``
and ``__hash__`` that read its field names, and behaves as ``@dataclass(frozen=True)`` would: the same
arguments, the same repr, equality and hash, ``FrozenInstanceError`` on assignment. ``dataclasses.fields``,
``replace``, ``asdict`` and ``is_dataclass`` see it as a dataclass (that view is made when first asked).
"""

from __future__ import annotations

from typing import Any, ClassVar, dataclass_transform


def _class_var(kind: object) -> bool:
    """Whether an annotation (a string, under ``from __future__ import annotations``) is a ``ClassVar``."""
    if isinstance(kind, str):
        return kind.startswith(("ClassVar", "typing.ClassVar"))
    return kind is ClassVar or getattr(kind, "__origin__", None) is ClassVar


class _DataclassView:
    """A class attribute read from the class's stand-in dataclass (``dataclasses``' own view of it)."""

    def __init__(self, name: str, read: Any = getattr) -> None:
        self.name, self.read = name, read

    def __get__(self, instance: object, owner: type[Frozen]) -> Any:
        return self.read(_stand_in(owner), self.name)


def _signature(made: type, _name: str) -> Any:
    import inspect

    return inspect.signature(made)


def _stand_in(cls: type[Frozen]) -> type:
    """A real frozen dataclass with ``cls``'s fields, types and defaults (made once)."""
    import dataclasses

    if cls not in STAND_INS:
        kinds: dict[str, Any] = {}
        for base in reversed(cls.__mro__):
            kinds.update(base.__dict__.get("__annotations__", {}))
        STAND_INS[cls] = dataclasses.make_dataclass(cls.__name__, [
            (name, kinds[name], dataclasses.field(default=cls._defaults[name])) if name in cls._defaults else
            (name, kinds[name]) for name in cls._fields], frozen=True)
    return STAND_INS[cls]


STAND_INS: dict[type[Frozen], type] = {}


@dataclass_transform(frozen_default=True)
class Frozen:
    """Base of small frozen value classes: the annotated names (not ``ClassVar``) are the fields, in order."""

    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}
    __dataclass_fields__: ClassVar[Any] = _DataclassView("__dataclass_fields__")
    __dataclass_params__: ClassVar[Any] = _DataclassView("__dataclass_params__")
    __signature__: ClassVar[Any] = _DataclassView("", _signature)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = [name for name, kind in cls.__dict__.get("__annotations__", {}).items() if not _class_var(kind)]
        defaults = {name: value for name, value in cls._defaults.items() if name not in own}
        for name in own:
            if name in cls.__dict__:
                if type(cls.__dict__[name]).__hash__ is None:
                    raise ValueError(f"mutable default {type(cls.__dict__[name])} for field {name} is not allowed")
                defaults[name] = cls.__dict__[name]
        cls._fields = tuple(dict.fromkeys([*cls._fields, *own]))
        cls._defaults = defaults
        setattr(cls, "__match_args__", cls._fields)  # as a dataclass's, for ``match``
        given = [name in defaults for name in cls._fields]
        if given != sorted(given):
            raise TypeError(f"{cls.__qualname__}: a non-default argument follows a default argument")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        names = self._fields
        if len(args) > len(names):
            raise TypeError(f"{type(self).__qualname__}.__init__() takes {len(names) + 1} positional arguments "
                            f"but {len(args) + 1} were given")
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name not in names or name in values:
                raise TypeError(f"{type(self).__qualname__}.__init__() got "
                                + (f"multiple values for argument {name!r}" if name in values else
                                   f"an unexpected keyword argument {name!r}"))
            values[name] = value
        missing = [name for name in names if name not in values and name not in self._defaults]
        if missing:
            raise TypeError(f"{type(self).__qualname__}.__init__() missing {len(missing)} required positional "
                            f"argument{'s' * (len(missing) > 1)}: {', '.join(map(repr, missing))}")
        self.__dict__.update((name, values[name] if name in values else self._defaults[name]) for name in names)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot delete field {name!r}")
