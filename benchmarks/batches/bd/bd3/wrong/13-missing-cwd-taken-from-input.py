# Breaks "a session with no cwd, is denied too" / "not the model's input": when the trusted
# cwd is missing the model's own "cwd" is used, so a Write {"file_path": "/etc/passwd",
# "cwd": "/"} in a session without a cwd attribute is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd") or call.input.get("cwd")
    if not cwd or not isinstance(cwd, str):
        return Deny("this session has no project folder to check against.", "ask the user which folder to write in.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{path} is outside the project folder {cwd}.", "write the file inside the project folder.")
