# Breaks "compare whole path parts, not letters" as a prefix (the project folder "or inside it"): the
# folder's parts are tested as a *set* included in the target's parts, ignoring their order and position.
# Input: Write, cwd "/work/project", file_path "/project/work/notes.txt" -> allowed (both "work" and
# "project" appear), yet it is outside and must be denied.
import os
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder.", "start Claude Code from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("file_path is missing or not a string.", "give the path of a file in the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if set(PurePosixPath(folder).parts) <= set(PurePosixPath(target).parts):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", f"write the file under {folder}.")
