# Right: exact tool names; no/"" cwd and a missing, "" or non-str file_path are denied with a
# non-blank alternative. The path is joined onto the folder (an absolute one replaces it) and both
# are normpath-ed on the text; inside = the folder text starts the path and is followed by nothing
# or "/" (whole parts, case-sensitive); the root folder "/" holds every absolute path.
import os

from toolhooks import Deny


def _inside(full, root):
    if root == "/":
        return full.startswith("/")
    before, found, after = full.partition(root)
    return before == "" and found == root and (after == "" or after[0] == "/")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session", "open the project, then write inside it")
    if not isinstance(path, str) or len(path) == 0:
        return Deny("the write names no file path", "give file_path as a path inside the project")
    root = os.path.normpath(cwd)
    full = os.path.normpath(os.path.join(root, path))
    if _inside(full, root):
        return None
    return Deny(f"{path} lands outside {root}", f"write it under {root} instead")
