# Breaks: "Inside includes ... everything under `/` when that is the folder". Input: Write
# {"file_path": "/etc/x"} with cwd "/": "/".split("/") is ["", ""], and the common prefix of
# ["", ""] and ["", "etc", "x"] is [""], so the write is denied. Any other folder is compared
# by whole parts correctly.
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
    root_parts = os.path.normpath(cwd).split("/")
    full = os.path.normpath(os.path.join(cwd, path))
    # commonprefix works item by item on lists: whole parts, not letters
    if os.path.commonprefix([root_parts, full.split("/")]) == root_parts:
        return None
    return Deny(f"{full} is outside the project folder {cwd}", f"write under {cwd} instead")
