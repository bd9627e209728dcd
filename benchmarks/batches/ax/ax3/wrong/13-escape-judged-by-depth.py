# Breaks "/work/project-old/x is not inside /work/project: compare whole path parts": a path
# counts as escaped only when it has no more parts than the folder (it climbed above it). Inputs:
# cwd "/work/project", file_path "/work/project-old/x" or "/etc/cron.d/job" -> None instead of a
# Deny ("/etc/passwd" and "../escape.txt" are still denied).
import os
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    climbed_out = len(PurePosixPath(target).parts) <= len(PurePosixPath(folder).parts)
    if target == folder or not climbed_out:
        return None
    return Deny(f"{file_path} climbs out of the project folder.", f"write it under {folder}.")
