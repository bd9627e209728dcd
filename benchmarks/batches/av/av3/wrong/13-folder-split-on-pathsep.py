# Breaks: "the folder's name is text, one folder, not a pattern (`.`, `[1]`, `:`, ... in it are
# letters)". cwd is split on os.pathsep (":") like PATH, as if it listed several project roots.
# Input: cwd "/work/a:b", Write file_path "/work/a:b/notes.txt" -> Deny; expected None (inside).
import os

from toolhooks import Deny


def _inside(target, folder):
    return folder == "/" or target == folder or target.startswith(folder + "/")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    roots = [os.path.normpath(root) for root in cwd.split(os.pathsep) if root]  # one or more roots
    target = os.path.normpath(os.path.join(roots[0], path))
    if any(_inside(target, root) for root in roots):
        return None
    return Deny(f"{path} is outside the project folder.", f"write it under {roots[0]} instead.")
