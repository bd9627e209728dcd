# Breaks "the comparison is case-sensitive (/work/PROJECT is outside /work/project)": both
# paths are casefolded before comparing, so Write {"file_path": "/work/PROJECT/x.txt"} with
# cwd "/work/project" is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder to check against.", "ask the user which folder to write in.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path in the project.")
    root = os.path.normpath(cwd).casefold()
    target = os.path.normpath(os.path.join(cwd, path)).casefold()
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {cwd}.", "write the file inside the project folder.")
