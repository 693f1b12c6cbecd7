"""The servers the browser tests start leave nothing behind: no launcher, JupyterLab, Voila or kernel."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

from servers import STARTED, TOKEN, alive, classroom, descendants, jupyterlab


def test_jupyterlab_and_its_kernels_end_with_the_test(tmp_path: Path) -> None:
    with jupyterlab(tmp_path) as base:
        started = urllib.request.Request(f"{base}/api/kernels?token={TOKEN}", data=b"{}", method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(started, timeout=60) as answer:
            kernel = json.load(answer)["id"]
        family = descendants(STARTED[-1].pid) | {STARTED[-1].pid}
        # the launcher, JupyterLab it started, and the kernel JupyterLab started (in a session of its own)
        assert len(family) >= 3 and kernel
    assert [pid for pid in family if alive(pid)] == []


def test_the_classroom_and_its_kernel_end_with_the_test(tmp_path: Path) -> None:
    with classroom(tmp_path, "all-fives-2p") as url:
        with urllib.request.urlopen(url, timeout=120) as page:  # Voila runs the notebook in a kernel
            assert b"domino" in page.read()
        family = descendants(STARTED[-1].pid) | {STARTED[-1].pid}
        assert len(family) >= 3
    assert [pid for pid in family if alive(pid)] == []
