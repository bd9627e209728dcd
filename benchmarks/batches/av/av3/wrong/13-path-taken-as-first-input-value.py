# Breaks: "Deny ... a Write or Edit whose file_path, normalised from the project folder, is outside it".
# The path is read as the input's first value (file_path comes first in Claude Code's examples).
# Input: Write input {"content": "hello", "file_path": "/etc/passwd"}, cwd "/work/project" -> None
# ("hello" is judged as a relative path); expected Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    if "file_path" not in call.input:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    path = next(iter(call.input.values()))  # Write and Edit both take the path first
    if not isinstance(path, str) or not path:
        return Deny("the call names no usable file_path.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write the file inside the project folder instead.")
