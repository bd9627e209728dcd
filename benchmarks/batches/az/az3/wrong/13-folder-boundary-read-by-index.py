# Breaks: "Inside includes the folder itself (`.`) ..." and "... everything under `/` when that is
# the folder". Input: Write {"file_path": "."} (or the folder's own path) in /work/project:
# `full[len(root)]` is read before `full == root` is tried, so it raises IndexError; and with the
# folder "/" a path "/etc/x" is denied (its next character is "e", not "/").
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
    full = os.path.normpath(os.path.join(root, path))
    # whole parts: the character after the folder must be a separator (not "-old")
    if full.startswith(root) and (full[len(root)] == "/" or full == root):
        return None
    return Deny(f"{full} is outside the project folder {root}", f"write under {root} instead")
