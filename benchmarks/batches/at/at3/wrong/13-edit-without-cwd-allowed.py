# Breaks "a missing, empty or non-string file_path, or a session with no cwd, is denied too".
# Input: make_call("Edit", {"file_path": "/etc/hosts", "old_string": "a", "new_string": "b"}) with
# a context whose attributes hold no "cwd": an Edit is let through without a project folder (it
# only changes a file the model already read), so the hook returns None (expected Deny).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        if call.tool_name == "Edit":
            return None  # an Edit needs a Read first, and Claude Code checked that one
        return Deny("this session has no project folder.", "Ask the user where the file should go.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "Give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {root}.", f"Write under {root} instead.")
