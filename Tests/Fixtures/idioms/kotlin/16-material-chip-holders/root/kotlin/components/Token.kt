package demo.tokens

import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.InputChip
import androidx.compose.material3.InputChipDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A Material input chip: colors and border through their Defaults holders, per selection. */
@Composable
fun Token(text: String, isSelected: Boolean, onClick: () -> Unit) {
    InputChip(
        selected = isSelected,
        onClick = onClick,
        label = { Text(text) },
        shape = RoundedCornerShape(4.dp),
        colors = InputChipDefaults.inputChipColors(
            labelColor = Color(0xFF37474F),
            selectedContainerColor = Color(0xFFB2DFDB),
            selectedLabelColor = Color(0xFF004D40),
        ),
        border = InputChipDefaults.inputChipBorder(
            enabled = true,
            selected = isSelected,
            borderColor = Color(0xFF90A4AE),
            borderWidth = 1.dp,
            selectedBorderWidth = 0.dp,
        ),
    )
}
