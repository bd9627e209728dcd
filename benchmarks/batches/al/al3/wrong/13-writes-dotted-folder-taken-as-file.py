# Breaks: "the folder's name is text, one folder, not a pattern (`.` ... in it are letters)":
# a cwd whose last part has an extension is taken for a file, and its parent is used as the
# project folder. Input: Write, cwd "/work/site.com", file_path "/work/other/x.txt": None,
# must be Deny (/work/other is outside /work/site.com).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    if os.path.splitext(folder)[1]:  # "cwd" points at a file: its folder is the project
        folder = os.path.dirname(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
