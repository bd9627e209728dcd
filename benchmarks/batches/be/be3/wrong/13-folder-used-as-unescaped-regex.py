# Wrong: breaks "the folder's name is text, one folder, not a pattern (., [1], ...)": the
# folder is put into a regular expression unescaped. Input: cwd "/work/a.b", file_path
# "/work/aXb/secret.txt": "." matches "X", so the write outside is allowed (and a folder
# "/work/[1]" denies its own "/work/[1]/x").
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
    if re.fullmatch(root.rstrip("/") + r"(/.*)?", target, re.DOTALL):
        return None
    return _outside(target, root)
