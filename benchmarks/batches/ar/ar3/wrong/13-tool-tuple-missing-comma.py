# Breaks: "Allow every other tool, whatever its input ... (tool names compared exactly ...)". The tuple of
# tool names lost its comma: "Write" "Edit" is one string, "WriteEdit", and `in` on a string is a substring test.
# Input: a tool named "rite" (or "Edi", "teEd", "WriteEdit") with input {}: Deny (no file_path), expected None.
import os

from toolhooks import Deny

FILE_WRITERS = (
    "Write"
    "Edit"
)


def keep_writes_in_project(call):
    if call.tool_name not in FILE_WRITERS:
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    if path == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
