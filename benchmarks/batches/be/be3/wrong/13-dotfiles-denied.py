# Wrong: breaks "otherwise None" for a path inside the folder: a part below the folder
# that is a dotfile name ("." then a letter or digit: .env, .github, .gitignore) is denied
# as configuration. Input: cwd "/work/project", tool "Write", file_path ".gitignore"
# (inside): a Deny instead of None. ("..hidden" is still allowed.)
import os
import re

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
    if os.path.commonpath([root, target]) != root:
        return _outside(target, root)
    relative = os.path.relpath(target, root)
    if any(re.match(r"\.[A-Za-z0-9]", part) for part in relative.split(os.sep)):
        return Deny(f"{target} is a hidden file", "write a visible file in the project instead")
    return None
