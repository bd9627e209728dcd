# Breaks: "whose file_path is missing ... (another key such as path does not count ...)". JavaScript/TypeScript
# habit (VS Code's and Claude Code's own sources say filePath): the camelCase key stands in when file_path is missing.
# Input: Write {"filePath": "/work/project/a.txt", "content": "x"} with cwd "/work/project": None, expected a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    file_path = call.input.get("file_path", call.input.get("filePath"))
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    if path == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
