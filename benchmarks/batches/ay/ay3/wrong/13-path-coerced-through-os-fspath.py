# Breaks: "Deny ... whose `file_path` is missing, empty or not a `str`": a Deny, not an
# exception. The path goes through os.fspath first (to accept str, bytes or PathLike), which
# raises TypeError for anything else: {"file_path": None} (JSON null), 5 or ["a"] make the
# hook raise instead of returning Deny. (Missing, "" and bytes are denied.)
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = os.fspath(call.input.get("file_path", ""))
    if not isinstance(file_path, str) or not file_path:
        return Deny("file_path must be a non-empty text path.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path} is outside the project folder {folder}.",
                f"write the file under {folder} instead.")
