package acme.options

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Hairline = Color(0xFFD0D5DD)
private val Picked = Color(0xFFE0EAFF)

/** An option tile: outlined while not selected, filled and borderless once selected. */
@Composable
fun Option(label: String, selected: Boolean = false) {
    val shape = RoundedCornerShape(10.dp)
    Box(
        Modifier
            .then(if (selected) Modifier.background(Picked, shape) else Modifier.border(1.dp, Hairline, shape))
            .padding(12.dp)
    ) {
        BasicText(label)
    }
}
