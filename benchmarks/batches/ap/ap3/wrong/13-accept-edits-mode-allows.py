# Breaks (Ex. 13): Deny "a Write or Edit whose file_path ... is not the project folder or inside it"
# (the permission mode is not part of the rule). "acceptEdits" is read as the user's consent.
# Input: Write {"file_path": "/etc/passwd"}, attributes {"cwd": "/work/project", "permission_mode":
# "acceptEdits"}: returns None; expected a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    attributes = call.context.attributes
    if attributes.get("permission_mode") == "acceptEdits":
        return None  # the user told Claude Code to accept edits without asking
    folder = attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder", "open the project, then retry")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file", "give file_path, a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder", f"write it under {folder}")
