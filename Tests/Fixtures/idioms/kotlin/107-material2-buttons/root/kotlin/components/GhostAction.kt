package acme.actions

import androidx.compose.foundation.BorderStroke
import androidx.compose.material.ButtonDefaults
import androidx.compose.material.OutlinedButton
import androidx.compose.material.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** Material 2's outlined button at its own paddings and text style; its shape comes from the app's theme. */
@Composable
fun GhostAction(label: String, onClick: () -> Unit, enabled: Boolean = true) {
    OutlinedButton(
        onClick = onClick,
        enabled = enabled,
        border = BorderStroke(1.dp, Color(0xFF94A3B8)),
        colors = ButtonDefaults.outlinedButtonColors(
            backgroundColor = Color(0xFFF8FAFC),
            contentColor = Color(0xFF334155),
            disabledContentColor = Color(0xFFCBD5E1),
        ),
    ) {
        Text(label)
    }
}
