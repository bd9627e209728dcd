# Wrong: breaks "Deny ... a Write or Edit whose file_path ... is not the project folder or
# inside it" (the project folder is this call's cwd): every folder seen so far stays
# allowed, module-wide. Input: a Write of "/work/a/x.txt" with cwd "/work/a" (allowed),
# then a Write of "/work/a/x.txt" with cwd "/work/b": allowed, though outside /work/b.
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

_known_projects = set()


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    denial, root, file_path = _precheck(call)
    if denial:
        return denial
    _known_projects.add(root)
    target = os.path.normpath(os.path.join(root, file_path))
    for project in _known_projects:
        if os.path.commonpath([project, target]) == project:
            return None
    return _outside(target, root)
