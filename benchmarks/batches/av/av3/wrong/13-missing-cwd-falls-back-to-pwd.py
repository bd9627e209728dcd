# Breaks: "whose `call.context.attributes` has no "cwd" ... nothing else stands in for it (... nor an
# environment variable)". With no cwd the shell's PWD variable is used as the project folder.
# Input: attributes without "cwd", PWD=/work in the environment, Write file_path "/work/x.txt" ->
# None; expected Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd") or os.environ.get("PWD")  # the hook runs in the project
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write the file inside the project folder instead.")
