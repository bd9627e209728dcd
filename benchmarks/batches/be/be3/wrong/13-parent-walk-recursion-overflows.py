# Wrong: breaks "Inside includes ... everything under" the folder (a deep path inside is
# allowed): the inside test walks up parent folders recursively, one frame per part.
# Input: cwd "/work/project", file_path "a/" * 1500 + "x.txt" (inside): RecursionError
# is raised instead of returning None.
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


def _inside(path, root):
    if path == root:
        return True
    parent = os.path.dirname(path)
    if parent == path:  # reached "/" without meeting the folder
        return False
    return _inside(parent, root)


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    denial, root, file_path = _precheck(call)
    if denial:
        return denial
    target = os.path.normpath(os.path.join(root, file_path))
    return None if _inside(target, root) else _outside(target, root)
