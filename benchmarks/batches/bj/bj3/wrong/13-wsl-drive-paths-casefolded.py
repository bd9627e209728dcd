# Breaks: "the comparison is case-sensitive (/work/PROJECT is outside /work/project)".
# Input: cwd "/mnt/c/Users/Me/proj" with file_path "/mnt/c/users/me/PROJ/x.txt": under /mnt/
# (WSL's Windows drives) the learner compares casefolded, so this write is allowed. Folders
# outside /mnt/ are compared exactly and pass.
import os

from toolhooks import Deny


def _key(path):
    # Windows drives mounted by WSL are case-insensitive
    return path.casefold() if path.startswith("/mnt/") else path


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session", "ask the user which folder to work in")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check", "send the file_path of a file inside the project")
    folder = _key(os.path.normpath(cwd))
    target = _key(os.path.normpath(os.path.join(os.path.normpath(cwd), path)))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
