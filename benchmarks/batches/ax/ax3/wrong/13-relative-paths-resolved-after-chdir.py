# Breaks "no file is read and no symlink is followed" / "`.` and `..` are resolved on the text":
# a relative file_path is resolved by chdir-ing into the folder (when it exists) and calling
# abspath, and os.getcwd() reports the folder's real, symlink-free path. Input: cwd "/proc/self",
# Write file_path "status" -> target "/proc/<pid>/status", outside "/proc/self" -> Deny instead of None.
import os

from toolhooks import Deny


def _resolve(folder, file_path):
    if os.path.isabs(file_path):
        return os.path.normpath(file_path)
    previous = os.getcwd()
    try:
        os.chdir(folder)  # resolve the way the agent's shell would, from inside the project
    except OSError:
        return os.path.normpath(os.path.join(folder, file_path))  # folder not on this machine
    try:
        return os.path.abspath(file_path)
    finally:
        os.chdir(previous)


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = _resolve(folder, file_path)
    if target == folder or os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
