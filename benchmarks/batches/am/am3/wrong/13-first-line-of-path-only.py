# Breaks: "Normalising is on the text only: ... names with ... a newline ... (nothing is decoded
# or stripped ...)". Only the path's first line is checked: "notes.txt\n/../../../etc/passwd"
# with cwd "/work/project" is judged as "notes.txt" and allowed, though it normalises to
# /etc/passwd.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    raw = call.input.get("file_path")
    if not folder or not isinstance(raw, str) or not raw:
        return Deny("no project folder or no file_path.", "give a file_path inside the project.")
    path = raw.splitlines()[0] if raw.splitlines() else raw  # a path is one line
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside {root}.", f"write under {root} instead.")
