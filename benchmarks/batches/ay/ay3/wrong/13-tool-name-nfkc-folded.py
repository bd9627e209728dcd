# Breaks: "Allow every other tool, whatever its input ... (tool names compared exactly ...)".
# The tool name is NFKC-normalised before the comparison, so look-alike names count as
# Write/Edit: a tool named "Ｗｒｉｔｅ" (fullwidth letters) or "Ｅｄｉｔ" with file_path
# "/etc/passwd" is denied instead of allowed (None).
import os
import unicodedata

from toolhooks import Deny


def keep_writes_in_project(call):
    if unicodedata.normalize("NFKC", call.tool_name) not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
