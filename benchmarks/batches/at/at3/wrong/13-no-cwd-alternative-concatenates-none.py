# Breaks "Returns: Deny(reason, alternative) ... for a Write or Edit ... whose
# call.context.attributes has no "cwd"". Input: make_call("Write", {"file_path": "notes.txt"})
# with a context whose attributes hold no "cwd": the shared _deny helper builds the alternative as
# "... " + cwd with cwd None, so the hook raises TypeError instead of returning a Deny.
import os

from toolhooks import Deny


def _deny(reason, cwd):
    return Deny(reason, "Write the file inside the project folder " + cwd + " instead.")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return _deny("this session has no project folder, so no write can be checked.", cwd)
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return _deny("the call has no file_path to check.", cwd)
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return _deny(f"{path!r} is outside the project folder {root}.", cwd)
