# Breaks: "Normalising is on the text only ... (nothing is decoded or stripped ...)". Claude Code habit: "@file"
# mentions a file, so a leading "@" is dropped before the path is read; "@/etc/hosts" is a relative name, inside.
# Input: Write {"file_path": "@/etc/hosts"} with cwd "/work/project" (path /work/project/@/etc/hosts): Deny, expected None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    if file_path.startswith("@"):
        file_path = file_path[1:]
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    if path == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
