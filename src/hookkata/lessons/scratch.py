"""Scratch folders for the files a notebook writes (audit logs, error channels).

Each call gives a fresh temporary folder, so running a notebook twice, or the solved and
the starter notebook at the same time, never mixes their files. Notebooks print file
names, never the folder, so their outputs stay the same from run to run.
"""

from __future__ import annotations

import tempfile
from pathlib import Path


def scratch_folder(lesson: str) -> Path:
    """A new, empty folder for ``lesson``'s files (``data/`` inside it)."""
    folder = Path(tempfile.mkdtemp(prefix=f"hooks-workbook-{lesson}-"))
    (folder / "data").mkdir()
    return folder
