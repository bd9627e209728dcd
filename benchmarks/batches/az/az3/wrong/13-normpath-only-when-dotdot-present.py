# Breaks: "a `Write` or `Edit` whose `file_path`, once normalised, is not the project folder or
# inside it" (normalising resolves `.` and `..`). Input: Write {"file_path": "/work/./project/x"}
# or "/work//project/x" with cwd "/work/project": inside once normalised, but this answer skips
# normpath when the path has no ".." part, compares the raw text, and denies it.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder", "ask the user to open a project first")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no usable file_path", "pass file_path as a path in the project")
    root = os.path.normpath(cwd)
    full = os.path.join(root, path)
    if ".." in full.split("/"):  # only a parent step can climb out: normalise just then
        full = os.path.normpath(full)
    elif full.endswith("/"):
        full = full.rstrip("/") or "/"
    if full == root or full.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{full} is outside the project folder {root}", f"write under {root} instead")
