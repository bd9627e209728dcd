# Breaks: "a session with no `cwd`, is denied too: nothing to check is no permission". The folder
# is str()-ed before the check, so a missing cwd becomes the relative folder "None" and a relative
# file_path lands "inside" it.
# Input: context attributes without "cwd", Write file_path "notes.txt" -> None; expected Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = os.path.normpath(str(call.context.attributes.get("cwd")))
    if folder in ("", "."):  # normpath("") is "."
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    target = os.path.normpath(os.path.join(folder, path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write the file inside the project folder instead.")
