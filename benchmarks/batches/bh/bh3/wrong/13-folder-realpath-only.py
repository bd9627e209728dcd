# Wrong: breaks "no file is read and no symlink is followed": the learner canonicalises the
# trusted folder with os.path.realpath (but not the model's path, "which may not exist").
# Input (Linux where /bin -> usr/bin, or any symlinked folder): cwd "/bin", Write
# {"file_path": "/bin/tool"} -> Deny (folder became /usr/bin), the text wants None.
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", _ALT)
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text", _ALT)
    root = os.path.realpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.commonpath([root, target]) != root:
        return Deny(f"{path!r} is outside {folder!r}", _ALT)
    return None
