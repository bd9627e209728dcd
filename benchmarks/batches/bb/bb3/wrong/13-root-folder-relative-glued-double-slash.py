# Breaks "Inside includes ... everything under / when that is the folder": a relative path is glued
# as f"{folder}/{fp}", which for the folder "/" gives "//notes.txt"; normpath keeps a leading "//"
# and PurePosixPath("//notes.txt") has root "//", so is_relative_to("/") is False.
# cwd "/", file_path "notes.txt" -> Deny (absolute paths under "/" are still allowed).
import os
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked",
                    "ask the user to start the session in the project folder")
    fp = call.input.get("file_path")
    if not isinstance(fp, str) or not fp:
        return Deny("a Write or Edit needs a file_path as text", "give the file's path in the project")
    folder = os.path.normpath(cwd)
    if os.path.isabs(fp):
        target = os.path.normpath(fp)
    else:
        target = os.path.normpath(f"{folder}/{fp}")
    if PurePosixPath(target).is_relative_to(PurePosixPath(folder)):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
