# Breaks (Ex. 13, Returns): Deny "a Write or Edit whose file_path, normalised from the project
# folder, is outside it" -- whatever it writes. An empty Write is let through as harmless (it is not:
# it truncates). Input: Write, cwd "/work/project", {"file_path": "/etc/passwd", "content": ""}:
# returns None; expected a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    if call.tool_name == "Write" and not call.input.get("content"):
        return None  # an empty file carries nothing out of the project
    folder = call.context.attributes.get("cwd")
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
