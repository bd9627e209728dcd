# Breaks: "`.` and `..` are resolved on the text, with os.path.normpath": a relative path is
# only checked when it starts with "../" ("only a leading .. can climb out"); others are let
# through unresolved. Input: Write, cwd "/work/project", file_path "src/../../secrets.txt"
# (normalised: /work/secrets.txt): None, must be Deny.
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
    if not os.path.isabs(path) and path != ".." and not path.startswith("../"):
        return None  # relative and not climbing: it lands in the project
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
