# Wrong: breaks "otherwise None": a path more than 32 parts below the folder is denied as
# suspicious, though it is inside. Input: cwd "/work/project", file_path "d/" * 40 +
# "x.txt" (inside): a Deny instead of None.
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

MAX_DEPTH = 32


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    denial, root, file_path = _precheck(call)
    if denial:
        return denial
    target = os.path.normpath(os.path.join(root, file_path))
    if os.path.commonpath([root, target]) != root:
        return _outside(target, root)
    depth = len(os.path.relpath(target, root).split(os.sep))
    if depth > MAX_DEPTH:
        return Deny(f"{target} is nested {depth} folders deep", "write to a shallower path in the project")
    return None
