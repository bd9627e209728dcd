# Breaks: "Inside includes the folder itself (`.`)": the folder itself, however it is
# spelled. Only the literal "." (or "./") is taken as the folder; with cwd "/work/project",
# file_path "sub/.." or "/work/project" (both normalise to the folder) is denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    if file_path in (".", "./"):
        return None  # the folder itself
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    prefix = folder if folder.endswith("/") else folder + "/"
    if target.startswith(prefix):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
