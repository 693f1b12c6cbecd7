"""Hatchling's build hook: the compiled exact search (``domino_lessons/coach/_search.c``), built where a C compiler is
at hand, with setuptools' compiler for the platform's flags.

A wheel then carries the module for its Python and platform; an editable install (``pip install -e .``, as
``.ci/setup`` does) builds it beside its source. Where nothing compiles (no compiler, no Python headers) the build
says so on stderr and goes on pure: the coach searches in Python (``coach.compiled``). ``DOMINO_LESSONS_PURE=1``
builds the pure wheel on purpose (``lite/build``: the JupyterLite site runs Python in the browser, where no
compiled module of ours loads).
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported by the tests, for compile_search alone
    BuildHookInterface = object  # type: ignore[assignment,misc]

SOURCE = Path("domino_lessons") / "coach" / "_search.c"
NAME = "domino_lessons.coach._search"


def source_hash(source: Path) -> str:
    """What the module carries to say which source it was built from (``coach.compiled`` compares)."""
    return hashlib.sha256(source.read_bytes()).hexdigest()[:16]


def compile_search(source: Path, out: Path, defines: dict[str, str] | None = None) -> Path:
    """Compile ``source`` into the module ``domino_lessons.coach._search`` under ``out`` (a folder laid out as the
    package); the path of the module built. ``defines`` adds C macros (the tests build a deliberately wrong one)."""
    from setuptools import Distribution, Extension

    macros = [("SOURCE_HASH", f'"{source_hash(source)}"'), *(defines or {}).items()]
    flags = ["/O2"] if sys.platform == "win32" else ["-O3", "-fno-strict-aliasing"]
    extension = Extension(NAME, [str(source)], define_macros=macros, extra_compile_args=flags)
    with tempfile.TemporaryDirectory() as temp:
        command = Distribution({"name": "domino-lessons-search", "ext_modules": [extension]}).get_command_obj("build_ext")
        command.build_lib, command.build_temp = str(out), temp
        command.ensure_finalized()
        command.run()
        return Path(command.get_ext_fullpath(NAME))


class CompiledSearch(BuildHookInterface):  # type: ignore[misc,valid-type]
    """Builds ``_search`` into the wheel (or beside its source, for an editable install); pure where it cannot."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("DOMINO_LESSONS_PURE"):
            return
        root = Path(self.root)
        editable = version == "editable"
        out = root if editable else Path(self.directory) / "compiled-search"
        try:
            built = compile_search(root / SOURCE, out)
        except Exception as failed:  # no compiler, no headers: the pure-Python search serves
            print(f"domino-lessons: the compiled search was not built ({failed}); the coach searches in Python",
                  file=sys.stderr)
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        if not editable:
            build_data["force_include"][str(built)] = str(built.relative_to(out))
