# Breaks: "the folder's name is text ... (a space at its end is part of it ...)": the folder
# is taken as it is. Input: cwd "/work/project\n" (a folder whose name ends in a newline)
# with file_path "/work/project/x.txt": the folder is chomped to "/work/project", so this
# write into the sibling folder "/work/project" is allowed. Folders not ending in "\n" pass.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session", "ask the user which folder to work in")
    cwd = cwd.rstrip("\r\n")  # the cwd comes from a shell's pwd: drop its line ending
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check", "send the file_path of a file inside the project")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
