# Breaks "always [None] for every other tool (tool names compared exactly: write, EDIT ...
# are other tools)": names are lowercased first, so tool "write" with
# {"file_path": "/etc/passwd"} is denied instead of allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name.lower() not in ("write", "edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder to check against.", "ask the user which folder to write in.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{path} is outside the project folder {cwd}.", "write the file inside the project folder.")
