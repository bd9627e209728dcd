# Exact tool names; no cwd or a bad file_path -> Deny with a non-blank alternative. A relative
# path without any ".." part can only stay under the folder, so it is allowed at once; any
# other path is normalised from the folder (text only) and compared with os.path.commonpath,
# which compares whole parts: inside exactly when the common path is the normalised folder.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd", "")
    if not (isinstance(cwd, str) and cwd):
        return Deny("no project folder (cwd) for this session: nothing to check against",
                    "open the project folder first")
    path = call.input.get("file_path")
    if not (isinstance(path, str) and path):
        return Deny("no usable file_path (missing, empty or not text)",
                    "give a file_path inside the project folder")
    if not os.path.isabs(path) and os.pardir not in path.split("/"):
        return None
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{path} is outside {folder}", f"write the file somewhere under {folder}")
