# Breaks "(nothing is decoded or stripped ...)" and "`.` and `..` are resolved on the text, with
# os.path.normpath". Input: cwd "/work/project" and make_call("Write", {"file_path":
# "/work/project/.."}): trailing dots and spaces are trimmed as Windows does with names, leaving
# "/work/project/", which is allowed (expected Deny: the path is /work).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "Ask the user where the file should go.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "Give file_path as a path in the project.")
    path = path.rstrip(". ") or path  # "notes.txt. " and "notes.txt" are one file on disk
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {root}.", f"Write under {root} instead.")
