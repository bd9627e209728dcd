# Breaks: "`/work/project-old/x` is not inside `/work/project`: compare whole path parts, not
# letters" and "a space at its end is part of it: its files are allowed". Inputs: Write
# {"file_path": "/work/project-old/x"} in /work/project is allowed (`\b` matches between "t" and
# "-"); and with the folder "/work/project " (trailing space), "x.txt" is denied (no `\b` after a space).
import os
import re

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
    full = os.path.normpath(os.path.join(root, path))
    if root == "/" or re.match(re.escape(root) + r"\b", full):  # the folder name must end there
        return None
    return Deny(f"{full} is outside the project folder {root}", f"write under {root} instead")
