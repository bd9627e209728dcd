# Breaks "a missing, empty or non-string file_path ... is denied too" (`bytes` too): a debug log
# line joins the folder and the path before the path is checked, and logging's arguments are
# built eagerly. Input: Write with file_path 5, b"/etc/passwd" or ["a"] -> TypeError from
# os.path.join instead of a Deny.
import logging
import os

from toolhooks import Deny

log = logging.getLogger("hooks.keep_writes_in_project")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    log.debug("%s wants to write %s", call.tool_name, os.path.join(folder or "", file_path or ""))
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
