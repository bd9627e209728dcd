# Breaks: "or whose `call.context.attributes` has no `"cwd"` (missing or `""` ...)" -> Deny.
# The folder is normalised before it is tested, and os.path.normpath("") is ".", which is
# truthy: with no cwd (or cwd "") a Write of file_path "." (or "sub/..") normalises to "."
# == the folder and is allowed (None); other paths still happen to be denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = os.path.normpath(call.context.attributes.get("cwd", ""))
    if not folder:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
