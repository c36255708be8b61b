package demo.legacy

import androidx.compose.material.Button
import androidx.compose.material.ButtonDefaults
import androidx.compose.material.OutlinedButton
import androidx.compose.material.Text
import androidx.compose.material.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

enum class LegacyKind { Solid, Outline, Flat }

/** Material 2's buttons: the solid one names only its content color, the others take Material's own. */
@Composable
fun LegacyButton(text: String, kind: LegacyKind = LegacyKind.Solid, enabled: Boolean = true, onClick: () -> Unit = {}) {
    if (kind == LegacyKind.Solid) {
        Button(onClick = onClick, enabled = enabled, colors = ButtonDefaults.buttonColors(contentColor = Color.White)) { Text(text) }
    } else if (kind == LegacyKind.Outline) {
        OutlinedButton(onClick = onClick, enabled = enabled) { Text(text) }
    } else {
        TextButton(onClick = onClick, enabled = enabled) { Text(text) }
    }
}
