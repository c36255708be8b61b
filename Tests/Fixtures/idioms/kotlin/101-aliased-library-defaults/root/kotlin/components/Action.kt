package acme.button

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.unit.dp

@Composable
fun Action(
    text: String,
    onClick: () -> Unit,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    border: BorderStroke = ButtonDefaults.outlinedButtonBorder(),
) {
    OutlinedButton(onClick = onClick, contentPadding = contentPadding, border = border) { Text(text) }
}
