# Wrong: breaks "... a newline ... are names (nothing is decoded or stripped)": the inside
# test is a regex whose "." does not match a newline. Input: cwd "/work/project",
# file_path "notes\nold.txt" (inside): the fullmatch fails and the write is denied.
import re
import os

from toolhooks import Deny


def _precheck(call):
    """The Returns text's early cases: (denial or None, root, file_path)."""
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start Claude Code in the project folder"), None, None
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check", "give file_path inside the project"), None, None
    return None, os.path.normpath(folder), file_path


def _outside(target, root):
    return Deny(f"{target} is outside the project folder {root}", "write inside the project folder instead")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    denial, root, file_path = _precheck(call)
    if denial:
        return denial
    target = os.path.normpath(os.path.join(root, file_path))
    if re.fullmatch(re.escape(root.rstrip("/")) + r"(/.*)?", target):
        return None
    return _outside(target, root)
