# Breaks: "otherwise None (or an Allow)". Input: make_call("Write", {"file_path": ".envrc",
# "content": "export X=1"}, context=make_context(cwd="/work/project")) (or "sub/.envrc"):
# denied because direnv runs it on the next cd, although it is inside the project. Other
# files inside pass.
import os

from toolhooks import Deny


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
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if not (target == folder or target.startswith(folder.rstrip("/") + "/")):
        return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
    if os.path.basename(target) == ".envrc":
        return Deny("direnv executes .envrc on the next cd", "put the variables in a .env.example instead")
    return None
